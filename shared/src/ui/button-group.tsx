import { Children, isValidElement, type ReactNode } from 'react';

/**
 * Actions side by side on a wide screen and stacked, full width with room between them, on a phone
 * (USWDS's button group): the one way to put two or more buttons or button links together.
 * Children that are not drawn (`false`, `null`) take no place.
 */
export function ButtonGroup({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <ul className={className ? `usa-button-group ${className}` : 'usa-button-group'}>
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : index} className="usa-button-group__item">
          {child}
        </li>
      ))}
    </ul>
  );
}
