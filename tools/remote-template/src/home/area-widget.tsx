import { Link } from 'react-router';

import { useText } from '../text';

/** The area's card on the home page: what it offers, and the way in. */
export function AreaWidget() {
  const t = useText();
  return (
    <>
      <p>{t('widget.text')}</p>
      <Link className="usa-button" to="/__AREA__">
        {t('widget.link')}
      </Link>
    </>
  );
}
