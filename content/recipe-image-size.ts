/**
 * Every recipe picture's intrinsic size: the width and height on each recipe `<img>`, so nothing
 * moves when it loads. The build makes each picture at 4:3, 1200×900 at its widest
 * (tools/recipes/picture-builder.ts). A module of its own so that a recipe page's JavaScript need
 * not load all twelve recipes to read two numbers (the page's recipe comes from its loader).
 */
export const recipeImageSize = { width: 1200, height: 900 } as const;
