/** "Department", from "department": a panel's title starts with a capital. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
