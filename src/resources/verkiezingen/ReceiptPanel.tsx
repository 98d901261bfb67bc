import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { VoteReceipt } from '../../dataProvider/custom/elections';
import { SecrecyNote } from './SecrecyNote';
import type { Election } from './useElection';

/** Right after voting, once: the receipt code with a copy button, what it is for, and what protects the vote. */
export function ReceiptPanel({ receipt, election }: { receipt: VoteReceipt; election: Election }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(receipt.receipt);
    setCopied(true);
  };
  return (
    <Box>
      <Alert severity="success" sx={{ mb: 2 }}>
        {translate(receipt.message)}
      </Alert>
      <Typography variant="h6" component="h2" id="receipt-title">
        {translate('stemming.receipt.title')}
      </Typography>
      <Box
        component="output"
        aria-labelledby="receipt-title"
        sx={{
          display: 'block',
          fontFamily: 'monospace',
          fontSize: '1.1rem',
          p: 1.5,
          my: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowWrap: 'anywhere',
          userSelect: 'all',
        }}
      >
        {receipt.receipt}
      </Box>
      <Button variant="outlined" onClick={copy}>
        {translate('stemming.receipt.copy')}
      </Button>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {copied ? translate('stemming.receipt.copied') : ''}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('stemming.receipt.explain')}
      </Typography>
      <SecrecyNote election={election} />
    </Box>
  );
}
