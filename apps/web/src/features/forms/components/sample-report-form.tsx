import { InputField, TextAreaField } from '@/components/ui/form-field';
import { useFormSubmission } from '../hooks/use-form-submission';
import { FormShell } from './form-shell';

const labels = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  businessType: 'Business type',
  addresses: 'Address or addresses',
  message: 'Anything we should know?',
};

/** Free sample report request. */
export function SampleReportForm() {
  const { state, onSubmit, fieldError } = useFormSubmission('/api/forms/sample-report', labels);
  return (
    <FormShell
      label="Free sample report request"
      state={state}
      onSubmit={onSubmit}
      submitLabel="Request My Free Report"
    >
      <InputField label={labels.name} name="name" required autoComplete="name" error={fieldError('name')} />
      <InputField
        label={labels.email}
        name="email"
        type="email"
        required
        autoComplete="email"
        error={fieldError('email')}
      />
      <InputField label={labels.phone} name="phone" type="tel" autoComplete="tel" error={fieldError('phone')} />
      <InputField
        label={labels.businessType}
        name="businessType"
        required
        hint="For example: coffee shop, HVAC contractor, hair salon"
        error={fieldError('businessType')}
      />
      <TextAreaField
        label={labels.addresses}
        name="addresses"
        required
        rows={3}
        hint="One address per line"
        error={fieldError('addresses')}
      />
      <TextAreaField label={labels.message} name="message" rows={3} error={fieldError('message')} />
    </FormShell>
  );
}
