import { InputField, TextAreaField } from '@/components/ui/form-field';
import { useFormSubmission } from '../hooks/use-form-submission';
import { FormShell } from './form-shell';

const labels = { name: 'Name', email: 'E-mail', company: 'Company', message: 'What would you like to see?' };

/** 'Get A Free Demo' request, shown in a 700×500 dialog. */
export function DemoFeedbackForm() {
  const { state, onSubmit, fieldError } = useFormSubmission('/api/forms/demo-feedback', labels);
  return (
    <FormShell label="Free demo request" state={state} onSubmit={onSubmit} submitLabel="Request Demo">
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
      <TextAreaField label={labels.message} name="message" required rows={3} error={fieldError('message')} />
    </FormShell>
  );
}
