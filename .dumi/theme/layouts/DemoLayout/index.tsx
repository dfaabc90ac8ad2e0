import { useDemo, useOutlet, useParams } from 'dumi';
import React from 'react';
import NotFound from '../../slots/NotFound';

/**
 * The standalone demo page (`/~demos/{id}`), or the 404 page for an id no demo has: dumi's demo
 * page itself throws on one, which leaves the window blank.
 */
export default function DemoLayout() {
  const { id = '' } = useParams();
  const outlet = useOutlet();
  return useDemo(id) ? outlet : <NotFound />;
}
