import { describe, expect, it } from 'vitest';
import { toTsDocTags, withTsDocTags } from '../.dumi/theme/common/release-tags';

describe('toTsDocTags', () => {
  it('turns modifier tags into a list and block tags into text content', () => {
    expect(toTsDocTags({ beta: 'May change.', since: '1.0.0', default: 'x' })).toEqual({
      modifierTags: ['beta'],
      blockTags: [{ tag: 'since', content: [{ text: '1.0.0' }] }],
    });
    expect(toTsDocTags({ deprecated: ' Use target. ', experimental: '' })).toEqual({
      modifierTags: ['experimental'],
      blockTags: [{ tag: 'deprecated', content: [{ text: 'Use target.' }] }],
    });
  });
});

describe('withTsDocTags', () => {
  it('converts the tags of every prop and leaves the rest alone', () => {
    const components = {
      Tile: {
        propsConfig: {
          required: ['value'],
          properties: {
            value: { type: 'number' },
            trend: { type: 'array', tags: { beta: '' } },
          },
        },
      },
    };
    const result = withTsDocTags(components)!;
    expect(result.Tile.propsConfig.required).toEqual(['value']);
    expect(result.Tile.propsConfig.properties.value).toEqual({ type: 'number' });
    expect(result.Tile.propsConfig.properties.trend.tags).toEqual({
      beta: '',
      modifierTags: ['beta'],
      blockTags: [],
    });
  });

  it('keeps missing metadata missing, so the table can say it is still resolving', () => {
    expect(withTsDocTags(undefined)).toBeUndefined();
  });
});
