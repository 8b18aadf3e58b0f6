import { useTranslation } from 'react-i18next';
import type { ServiceModel } from '../api/types.ts';
import { SelectField } from './form-fields.tsx';

/** A model chooser (`car_model_id`); `other` adds "my model is not listed" (value `other`). */
export function ModelSelect({
  models,
  label,
  optional = false,
  other = false,
  wide = false,
  value,
  defaultValue,
  onChange,
  name = 'car_model_id',
}: {
  models: readonly ServiceModel[];
  label?: string;
  optional?: boolean;
  other?: boolean;
  wide?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (v: string) => void;
  name?: string;
}) {
  const { t } = useTranslation('service');
  return (
    <SelectField
      name={name}
      label={label ?? t('form.model')}
      optional={optional}
      wide={wide}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? '') : undefined}
      onChange={onChange}
      testId={name}
    >
      <option value="">{t('form.modelPlaceholder')}</option>
      {models.map((m) => (
        <option key={m.car_model_id} value={String(m.car_model_id)}>
          {m.name}
        </option>
      ))}
      {other && <option value="other">{t('form.modelOther')}</option>}
    </SelectField>
  );
}
