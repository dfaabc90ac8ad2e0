import React, { useState, type FC } from 'react';
import './index.css';

export interface WordCardProps {
  /** The word to learn, shown on the front of the card. */
  word: string;
  /** How the word is pronounced, for example in IPA. */
  phonetic?: string;
  /** The meaning, shown on the back of the card. */
  meaning: string;
  /** A sentence that uses the word, shown under the meaning. */
  example?: string;
  /** The word class, such as "adjective", shown under the word. */
  partOfSpeech?: string;
  /**
   * Show the back of the card first.
   * @default false
   */
  defaultFlipped?: boolean;
  /**
   * Called after the card turns, with `true` when the back is now shown.
   * @since 1.0.0
   */
  onFlip?: (flipped: boolean) => void;
}

/**
 * A study card: the word on the front, its meaning and an example on the back.
 * It is a real button, so a click, Enter or Space turns it.
 *
 * @since 1.0.0
 */
export const WordCard: FC<WordCardProps> = ({
  word,
  phonetic,
  meaning,
  example,
  partOfSpeech,
  defaultFlipped = false,
  onFlip,
}) => {
  const [flipped, setFlipped] = useState(defaultFlipped);

  const flip = () => {
    setFlipped(!flipped);
    onFlip?.(!flipped);
  };

  return (
    <button
      type="button"
      className="tl-word-card"
      data-flipped={flipped || undefined}
      aria-pressed={flipped}
      onClick={flip}
    >
      {flipped ? (
        <span className="tl-word-card-face">
          <span className="tl-word-card-meaning">{meaning}</span>
          {example && <span className="tl-word-card-example">{example}</span>}
        </span>
      ) : (
        <span className="tl-word-card-face">
          <span className="tl-word-card-word">{word}</span>
          {phonetic && <span className="tl-word-card-phonetic">{phonetic}</span>}
          {partOfSpeech && <span className="tl-word-card-pos">{partOfSpeech}</span>}
        </span>
      )}
    </button>
  );
};

export default WordCard;
