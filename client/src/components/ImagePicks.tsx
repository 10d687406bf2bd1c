import { useTranslation } from 'react-i18next';
import type { useImagePicker } from '../hooks/useImagePicker';
import { RequiredMark } from './Field';
import { Icon } from './Icon';

/**
 * An image upload: its label and hint, the images picked so far, each with a button that takes it out again, then the file
 * input itself (useImagePicker's state). Class names and texts come from the form that shows them.
 */
export function ImagePicks(props: {
  picker: ReturnType<typeof useImagePicker>;
  className: string;
  label: string;
  hint: string;
  required?: boolean;
  id: string;
  /** The i18n prefix of the list's texts: `chosen`, `preview` and `remove`. */
  texts: string;
  classes: { list: string; item: string; remove: string; input: string };
  /** Leave the list out while nothing is picked. */
  hideEmpty?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { previews, remove, pick, input, full } = props.picker;
  return (
    <div className={props.className}>
      <label className="field__label" htmlFor={props.id}>
        {props.label}
        {props.required && <RequiredMark />}
      </label>
      <p className="field__hint">{props.hint}</p>
      {(previews.length > 0 || !props.hideEmpty) && (
        <ul className={props.classes.list} aria-label={t(`${props.texts}.chosen`)}>
          {previews.map((p, i) => (
            <li key={p.url} className={props.classes.item}>
              <img src={p.url} alt={t(`${props.texts}.preview`, { n: i + 1, name: p.file.name })} />
              <button
                type="button"
                className={`icon-btn ${props.classes.remove}`}
                onClick={() => remove(p.file)}
                aria-label={t(`${props.texts}.remove`, { name: p.file.name })}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={props.id}
        className={props.classes.input}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={full}
        onChange={(e) => void pick(e.target.files)}
        data-testid={props.testId}
      />
    </div>
  );
}
