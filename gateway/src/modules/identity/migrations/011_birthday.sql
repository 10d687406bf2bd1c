-- Date of birth, asked on registration when the site shows the `birthday` field (the user must
-- be 21 years old). A calendar date, no time zone: null when
-- the site did not ask. docs/DECISIONS.md, "Identity: birthday and the age rule".
alter table accounts add column if not exists birthday date;

-- Every site gets the field's rule, hidden, so staff can switch it on like any other field.
update merchants
set settings = jsonb_set(
  settings, '{registerRules}',
  coalesce(settings->'registerRules', '[]'::jsonb) || jsonb_build_array(jsonb_build_object(
    'field', 'birthday', 'show', false, 'required', false, 'patternId', 'DATE_YMD',
    'acceptedPattern', '^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$', 'minLength', 10, 'maxLength', 10)))
where not exists (select 1 from jsonb_array_elements(coalesce(settings->'registerRules', '[]'::jsonb)) r where r->>'field' = 'birthday');
