/**
 * title: A word card
 * description: Click the card, or focus it and press Enter or Space, to see the meaning.
 */
import React from 'react';
import { WordCard } from 'tessera-lab-site';

export default () => (
  <WordCard
    word="resilient"
    phonetic="/rɪˈzɪliənt/"
    meaning="able to recover quickly from difficulty"
    example="The team stayed resilient through a difficult launch."
  />
);
