// Submit a project /submit-project/{chain}/{contractAddress} (coloured layout).
import { useParams } from '@/lib/router';
import { SubmitProjectForm } from '@/features/projects/components/submit-project-form';

export default function SubmitProjectPage() {
  const { chain = '', contractAddress = '' } = useParams();
  return (
    <SubmitProjectForm
      key={`${chain}/${contractAddress}`}
      chain={chain}
      contractAddress={contractAddress}
    />
  );
}
