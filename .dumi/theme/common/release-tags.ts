/**
 * dumi 2.4's API parser stores a prop's JSDoc tags as a plain record (`{ beta: '', since: '1.0.0' }`),
 * while its API table reads TSDoc-style `modifierTags` and `blockTags`. These helpers convert the
 * first shape into the second so that the table shows the release tags.
 */
const MODIFIER_TAGS = ['alpha', 'beta', 'experimental'];
const BLOCK_TAGS = ['deprecated', 'since'];

interface TsDocTags {
  modifierTags: string[];
  blockTags: { tag: string; content: { text: string }[] }[];
}

type Prop = { tags?: Record<string, unknown> } & Record<string, unknown>;

export function toTsDocTags(tags: Record<string, unknown>): TsDocTags {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    modifierTags: MODIFIER_TAGS.filter((tag) => tag in tags),
    blockTags: BLOCK_TAGS.filter((tag) => tag in tags).map((tag) => ({
      tag,
      content: [{ text: text(tags[tag]) }],
    })),
  };
}

/** The components' metadata with every prop's tags also given in the table's shape. */
export function withTsDocTags<T extends Record<string, any>>(components: T | undefined) {
  if (!components) return components;
  const result: Record<string, any> = {};
  for (const [id, component] of Object.entries(components)) {
    const properties: Record<string, Prop> = component?.propsConfig?.properties ?? {};
    const converted = Object.fromEntries(
      Object.entries(properties).map(([name, prop]) => [
        name,
        prop.tags && !('modifierTags' in prop.tags)
          ? { ...prop, tags: { ...prop.tags, ...toTsDocTags(prop.tags) } }
          : prop,
      ]),
    );
    result[id] = component?.propsConfig
      ? { ...component, propsConfig: { ...component.propsConfig, properties: converted } }
      : component;
  }
  return result as T;
}
