// Types of small CommonJS packages the build uses (no @types for them here)

/** lodash's startCase, which dumi uses for the title of a page without one. */
declare module 'lodash/startCase' {
  export default function startCase(text: string): string;
}

/** lodash's get: the value at a path of keys, undefined where the path ends early. */
declare module 'lodash/get' {
  export default function get(object: unknown, path: (string | number)[]): any;
}

/** lodash's mapValues: an object with the same keys, each value mapped. */
declare module 'lodash/mapValues' {
  export default function mapValues<T, R>(
    object: Record<string, T>,
    map: (value: T, key: string) => R,
  ): Record<string, R>;
}

/** lodash's sortBy: a sorted copy, by each key in turn (stable). */
declare module 'lodash/sortBy' {
  export default function sortBy<T>(items: T[], keys: (keyof T)[]): T[];
}

/** github-slugger 1.x, which dumi uses for heading ids: one instance per page counts repeats. */
declare module 'github-slugger' {
  export default class GithubSlugger {
    slug(text: string, maintainCase?: boolean): string;
    reset(): void;
  }
}
