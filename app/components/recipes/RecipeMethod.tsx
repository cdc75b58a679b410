import { IngredientList } from "./IngredientList";
import { InstructionList } from "./InstructionList";
import { RecipeTip } from "./RecipeTip";

/**
 * What a recipe asks for and how to make it: drawn once on the server and sent once
 * (`pageText`), the two columns of the grid the page puts it in.
 */
export function RecipeMethod({
  ingredients,
  instructions,
  tip,
}: {
  ingredients: readonly string[];
  instructions: readonly string[];
  tip?: string;
}) {
  return (
    <>
      <IngredientList items={ingredients} />
      <div>
        <InstructionList steps={instructions} />
        {tip ? <RecipeTip text={tip} /> : null}
      </div>
    </>
  );
}
