/**
 * title: A short study round
 * description: Recall the word, flip the card, then say whether you knew it. Cards you missed come back at the end of the round.
 */
import React, { useState } from 'react';
import { WordCard } from 'tessera-lab-site';

const DECK = [
  {
    word: 'meticulous',
    meaning: 'showing great attention to detail',
    example: 'She kept meticulous notes of every experiment.',
  },
  {
    word: 'candid',
    meaning: 'truthful and straightforward',
    example: 'Thank you for your candid feedback on the draft.',
  },
  {
    word: 'ephemeral',
    meaning: 'lasting for a very short time',
    example: 'Most trends on social media are ephemeral.',
  },
];

export default () => {
  const [queue, setQueue] = useState(DECK);
  const [known, setKnown] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const card = queue[0];

  const answer = (knewIt: boolean) => {
    const [current, ...rest] = queue;
    setQueue(knewIt ? rest : [...rest, current]);
    if (knewIt) setKnown(known + 1);
    setFlipped(false);
  };

  if (!card) {
    return (
      <p>
        Round complete: {known} of {DECK.length} words known.{' '}
        <button
          type="button"
          onClick={() => {
            setQueue(DECK);
            setKnown(0);
          }}
        >
          Start again
        </button>
      </p>
    );
  }

  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      <p style={{ margin: 0 }}>
        {queue.length} {queue.length === 1 ? 'card' : 'cards'} left · {known} known
      </p>
      <WordCard key={`${card.word}-${queue.length}`} {...card} onFlip={setFlipped} />
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" disabled={!flipped} onClick={() => answer(false)}>
          Not yet
        </button>
        <button type="button" disabled={!flipped} onClick={() => answer(true)}>
          I knew it
        </button>
      </div>
    </div>
  );
};
