% args: -q {}
% stdin: (a => b).
% stdin: X = 1.
% A rule typed at the prompt: swipl explains that rules are loaded from files.
