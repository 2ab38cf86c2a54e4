/** Values longer than this are worked out each time, not kept: real user agents are 100-300 characters, and a header can be 16 KB. */
const MAX_KEPT_LENGTH = 512;

/**
 * `compute` with its answers kept, for pure functions of a request header that a page-cache hit
 * would otherwise work out again for every request (a user agent's device class, an
 * Accept-Encoding's choice): a handful of distinct values make almost every request. At most `max`
 * answers of values up to 512 characters are kept, then all are forgotten at once, so a client
 * sending a new value each time costs the computation and a bounded Map, never more.
 */
export const remembered = <Answer>(compute: (value: string) => Answer, max: number): ((value: string) => Answer) => {
  const answers = new Map<string, Answer>();
  return (value) => {
    if (value.length > MAX_KEPT_LENGTH) return compute(value);
    let answer = answers.get(value);
    if (answer === undefined && !answers.has(value)) {
      answer = compute(value);
      if (answers.size >= max) answers.clear();
      answers.set(value, answer);
    }
    return answer as Answer;
  };
};
