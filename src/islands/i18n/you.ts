/**
 * The human's seat at the Play table is named "You" in the game itself (its log, its saved moves,
 * the words layer's sentences); each catalog says it in its language ("You", „Du“/„du“).
 */
export const YOU = 'You';
