export function chromiumLaunchOptions(): { executablePath: string; headless: boolean; args: string[] };
