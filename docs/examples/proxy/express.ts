/**
 * Express: mount the proxy before any body parser (`express.json()` would read the body the proxy needs to
 * check and cap itself), with the Node listener of the node:http example.
 */
import express from 'express';
import { proxyListener } from './node-http';

export const app = express();

app.all('/api/notif/*path', proxyListener);

app.use(express.json()); // …the rest of your app, after the proxy.

// app.listen(3000);
