import { ConsultationForm } from './consultation-form';
import { DemoFeedbackForm } from './demo-feedback-form';
import { FormDialogButton } from './form-dialog-button';
import { SampleReportForm } from './sample-report-form';

/** 'Get A Free Demo' button opening the demo form in a 700×500 dialog. */
export function DemoRequestButton() {
  return (
    <FormDialogButton
      label="Get A Free Demo"
      title="Get A Free Demo"
      className="btn btn-outline btn-lg"
      width={700}
      height={500}
    >
      <DemoFeedbackForm />
    </FormDialogButton>
  );
}

/** The human-written sample report request: the secondary free offer beside the free analysis. */
export function SampleReportButton() {
  return (
    <FormDialogButton
      label="Request a Human-Written Sample"
      title="Request your free sample report"
      className="btn btn-outline"
      height={640}
    >
      <SampleReportForm />
    </FormDialogButton>
  );
}

/** Pro Monthly 'Schedule Consultation' button. */
export function ConsultationButton() {
  return (
    <FormDialogButton
      label="Schedule Consultation"
      title="Schedule a Pro Monthly consultation"
      className="btn btn-outline"
      height={600}
    >
      <ConsultationForm />
    </FormDialogButton>
  );
}
