import { InputField, TextAreaField } from '@/components/ui/form-field';
import { useFormSubmission } from '../hooks/use-form-submission';
import { FormShell } from './form-shell';

const labels = {
  name: 'Name',
  email: 'E-mail',
  company: 'Company',
  phone: 'Phone',
  message: 'What would you like to analyse?',
};

/** Pro Monthly consultation request (stored as a sales lead). */
export function ConsultationForm() {
  const { state, onSubmit, fieldError } = useFormSubmission('/api/forms/consultation', labels);
  return (
    <FormShell
      label="Pro Monthly consultation request"
      state={state}
      onSubmit={onSubmit}
      submitLabel="Request Consultation"
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
      <InputField label={labels.company} name="company" autoComplete="organization" error={fieldError('company')} />
      <InputField label={labels.phone} name="phone" type="tel" autoComplete="tel" error={fieldError('phone')} />
      <TextAreaField label={labels.message} name="message" rows={4} error={fieldError('message')} />
    </FormShell>
  );
}
