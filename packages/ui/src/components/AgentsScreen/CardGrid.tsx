import type { ReactNode } from 'react';
import { Box } from '../Box/Box';

/** Cards in a list: one column on a phone, two from `md`, three from `lg`. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box as="ul" display="grid" gridTemplateColumns={{ base: 1, md: 2, lg: 3 }} gap={5} margin={0} padding={0}>
      {children}
    </Box>
  );
}
