import withLitSSR from '@lit-labs/nextjs';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {};

export default withLitSSR()(nextConfig);
