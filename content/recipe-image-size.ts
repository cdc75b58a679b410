/**
 * Every recipe illustration's intrinsic size: the width and height on each recipe `<img>`, so
 * nothing moves when it loads. A module of its own so that a recipe page's JavaScript need not
 * load all twelve recipes to read two numbers (the page's recipe comes from its loader).
 */
export const recipeImageSize = { width: 800, height: 600 } as const;
