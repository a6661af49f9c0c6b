import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { COMPLAINT_STATUS_LABELS, QueryState, useApi } from '@portal/shared';
import { openComplaintsQuery } from './get-complaints';

export function OpenCasesWidget() {
  const api = useApi();
  const query = useQuery(openComplaintsQuery(api));
  return (
    <QueryState query={query} label="your open cases">
      {() =>
        query.data && query.data.count > 0 ? (
          <>
            <ul className="usa-list usa-list--unstyled">
              {query.data.results.map((complaint) => (
                <li key={complaint.id} className="margin-bottom-1">
                  <strong>{complaint.reference}</strong> · {complaint.complaint_type}
                  <br />
                  <span className="usa-tag">{COMPLAINT_STATUS_LABELS[complaint.status]}</span>
                </li>
              ))}
            </ul>
            <Link to="/complaints">All your complaints</Link>
          </>
        ) : (
          <p>You have no open cases. When you report a problem, you can follow it here.</p>
        )
      }
    </QueryState>
  );
}
