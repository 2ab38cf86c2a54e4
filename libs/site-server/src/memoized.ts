/**
 * `compute` remembered for the values seen last: browsers send a few header values over and over,
 * and working one out can cost more than the rest of a page-cache hit. Values come from visitors,
 * so past `maxEntries` all are forgotten at once.
 */
export const memoized = <T>(compute: (value: string) => T, maxEntries: number): ((value: string) => T) => {
  const answers = new Map<string, T>();
  return (value) => {
    let answer = answers.get(value);
    if (answer === undefined) {
      answer = compute(value);
      if (answers.size >= maxEntries) answers.clear();
      answers.set(value, answer);
    }
    return answer;
  };
};
