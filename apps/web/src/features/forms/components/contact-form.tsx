import { InputField, TextAreaField } from '@/components/ui/form-field';
import { useFormSubmission } from '../hooks/use-form-submission';
import { FormShell } from './form-shell';

const labels = { name: 'Name', email: 'E-mail', subject: 'Subject', message: 'Message' };

/** The /contact-us form; stored by the server and mailed to the team. */
export function ContactForm() {
  const { state, onSubmit, fieldError } = useFormSubmission('/api/forms/contact', labels);
  return (
    <FormShell label="Contact SiteScout" state={state} onSubmit={onSubmit} submitLabel="Send Message">
      <h2 className="form-title">Send us a message</h2>
      <InputField label={labels.name} name="name" required autoComplete="name" error={fieldError('name')} />
      <InputField
        label={labels.email}
        name="email"
        type="email"
        required
        autoComplete="email"
        error={fieldError('email')}
      />
      <InputField label={labels.subject} name="subject" error={fieldError('subject')} />
      <TextAreaField label={labels.message} name="message" required rows={10} error={fieldError('message')} />
    </FormShell>
  );
}
