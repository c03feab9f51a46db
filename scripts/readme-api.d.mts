/** The README with every `<!-- api:… -->` block rewritten from the Custom Elements Manifest. */
export declare function renderReadme(readme: string, manifest: unknown): string;
