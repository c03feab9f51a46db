/**
 * The Custom Elements Manifest (`custom-elements.json`), made from the elements' doc comments by `npm run build`.
 *
 * Style sheets shared by several elements (the global tokens, the activity statuses) document their CSS custom
 * properties once, with `@cssprop` in their own doc comment; each element that lists the sheet in its
 * `static styles` gets those properties in its manifest entry.
 */

/** `@cssprop --name - description` lines of a doc comment. */
function cssPropsOf(docText) {
  return [...docText.matchAll(/@cssprop\s+(--[\w-]+)\s*(?:-\s*)?([^\n]*?)\s*(?:\*\/)?$/gm)].map(
    ([, name, description]) => ({ name, description }),
  );
}

function sharedStyleSheets() {
  const sheetDocs = new Map(); // style sheet variable → its documented CSS properties
  const classSheets = new Map(); // element class → the identifiers in its `static styles`
  return {
    name: 'notif-shared-style-sheets',
    analyzePhase({ ts, node }) {
      if (ts.isVariableStatement(node)) {
        const docs = (node.jsDoc ?? []).flatMap((doc) => cssPropsOf(doc.getText()));
        if (docs.length === 0) return;
        for (const declaration of node.declarationList.declarations)
          sheetDocs.set(declaration.name.getText(), docs);
      }
      if (ts.isClassDeclaration(node) && node.name) {
        const styles = node.members.find(
          (member) => ts.isPropertyDeclaration(member) && member.name.getText() === 'styles',
        );
        const list = styles?.initializer;
        if (list && ts.isArrayLiteralExpression(list)) {
          classSheets.set(
            node.name.getText(),
            list.elements.filter(ts.isIdentifier).map((id) => id.getText()),
          );
        }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const declaration of elementsOf(customElementsManifest)) {
        const own = declaration.cssProperties ?? [];
        const shared = (classSheets.get(declaration.name) ?? []).flatMap(
          (sheet) => sheetDocs.get(sheet) ?? [],
        );
        const names = new Set(own.map((property) => property.name));
        declaration.cssProperties = [...own, ...shared.filter((property) => !names.has(property.name))];
      }
    },
  };
}

/**
 * Keeps what users of an element can use: no unnamed events (the analyzer also reports `dispatchEvent(event)` calls),
 * no members the class does not declare (the analyzer also reports `this.#internals.role = …`), no static Lit
 * plumbing, nothing private or `@internal`, and no attribute for a field that is not public.
 */
function publicSurfaceOnly() {
  const plumbing = new Set(['properties', 'styles', 'shadowRootOptions', 'formAssociated']);
  const declared = new Map(); // class → names of the members its body declares
  return {
    name: 'notif-public-surface',
    analyzePhase({ ts, node }) {
      if (!ts.isClassDeclaration(node) && !ts.isClassExpression(node)) return;
      const names = node.members.map((member) => member.name?.getText()).filter(Boolean);
      declared.set(node.name?.getText(), new Set(names));
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const declaration of elementsOf(customElementsManifest)) {
        const own = declared.get(declaration.name) ?? new Set();
        declaration.events = (declaration.events ?? []).filter((event) => event.name);
        declaration.members = (declaration.members ?? []).filter(
          (member) =>
            (member.inheritedFrom || own.has(member.name)) &&
            !(member.static && plumbing.has(member.name)) &&
            member.privacy !== 'private' &&
            member.privacy !== 'protected' &&
            !/@internal\b/.test(member.description ?? ''),
        );
        // Internal reactive state (`{ state: true }` in `static properties`) has no attribute a page could set.
        const fields = new Set(declaration.members.map((member) => member.name));
        declaration.attributes = (declaration.attributes ?? []).filter(
          (attribute) => !attribute.fieldName || fields.has(attribute.fieldName),
        );
      }
    },
  };
}

function elementsOf(manifest) {
  return manifest.modules.flatMap((module) => (module.declarations ?? []).filter((d) => d.customElement));
}

/**
 * Only a class with a tag is a custom element of the manifest: the base every element extends (`NotifElement`) is
 * listed for the members they inherit, not as an element of its own.
 */
function taggedElementsOnly() {
  return {
    name: 'notif-tagged-elements-only',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules)
        for (const declaration of module.declarations ?? [])
          if (declaration.customElement && !declaration.tagName) delete declaration.customElement;
    },
  };
}

/**
 * An element's `static tagName` reads its tag from `src/elements/shared/tag-names.ts`, so the analyzer sees the
 * constant's name (`INBOX_TAG`) as its value: the manifest gives the tag itself, the value a user reads.
 */
function tagNameValues() {
  return {
    name: 'notif-tag-name-values',
    packageLinkPhase({ customElementsManifest }) {
      for (const declaration of elementsOf(customElementsManifest))
        for (const member of declaration.members ?? [])
          if (member.static && member.name === 'tagName') {
            member.type = { text: 'string' };
            member.default = `'${declaration.tagName}'`;
          }
    },
  };
}

export default {
  // The element classes, their base (`shared/notif-element.ts`) and configuration mixin, and the shared style
  // sheets; not the modules beside each element.
  globs: [
    'src/elements/*/notif-*.ts',
    'src/elements/shared/configurable.ts',
    'src/styles/tokens.ts',
    'src/elements/shared/status-styles.ts',
  ],
  exclude: ['src/elements/**/*.styles.ts'],
  outdir: '.',
  litelement: true,
  dependencies: false,
  packagejson: false,
  plugins: [sharedStyleSheets(), publicSurfaceOnly(), taggedElementsOnly(), tagNameValues()],
};
