import type { AstroIntegration } from 'astro';

/** Registers Plaza's two hydration strategies (decision 027): `client:member` and `client:interaction`. */
export function hydrationDirectives(): AstroIntegration {
  return {
    name: 'plaza-hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'member', entrypoint: './src/client/hydration/memberDirective.ts' });
        addClientDirective({
          name: 'interaction',
          entrypoint: './src/client/hydration/interactionDirective.ts',
        });
      },
    },
  };
}
