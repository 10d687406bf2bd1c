import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/**
 * The images picked for an upload, each with a button that takes it out again (useImagePicker's
 * previews). Class names come from the form that shows them.
 */
export function ImagePreviews(props: {
  previews: readonly { url: string; file: File }[];
  remove(file: File): void;
  /** The i18n prefix of the list's texts: `chosen`, `preview` and `remove`. */
  texts: string;
  classes: { list: string; item: string; remove: string };
}) {
  const { t } = useTranslation();
  return (
    <ul className={props.classes.list} aria-label={t(`${props.texts}.chosen`)}>
      {props.previews.map((p, i) => (
        <li key={p.url} className={props.classes.item}>
          <img src={p.url} alt={t(`${props.texts}.preview`, { n: i + 1, name: p.file.name })} />
          <button
            type="button"
            className={`icon-btn ${props.classes.remove}`}
            onClick={() => props.remove(p.file)}
            aria-label={t(`${props.texts}.remove`, { name: p.file.name })}
          >
            <Icon name="close" size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
