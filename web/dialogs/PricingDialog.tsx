import { PlanSummary } from '../billing/PlanSummary.tsx';
import { Button } from '../shell/ui/form.tsx';
import { Modal } from '../shell/ui/Modal.tsx';

export function PricingDialog({ open, onClose, onStart }: { open: boolean; onClose: () => void; onStart: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Pricing" description="One plan with everything included." width="max-w-md">
      <div className="space-y-5">
        <PlanSummary />
        <Button block onClick={onStart}>
          Start Free Trial
        </Button>
      </div>
    </Modal>
  );
}
