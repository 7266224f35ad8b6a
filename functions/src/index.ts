// Wires triggers to handlers; no logic lives here.
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { firebaseDeps } from './platform/firebase';
import { paymentSecrets } from './payments/payment-config';

let app: ReturnType<typeof createApp> | undefined;

export const api = onRequest(
  { region: 'us-central1', memory: '512MiB', concurrency: 80, secrets: paymentSecrets() },
  (req, res) => {
    app ??= createApp(firebaseDeps());
    app(req, res);
  },
);
