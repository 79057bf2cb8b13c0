% args: -q
% stdin: string_code(I, "abc", 0'b).
% stdin:
% stdin: string_code(I, "abcb", 0'b).
% stdin: ;
% stdin: string_code(I, "ab", C).
% stdin: ;
% stdin: string_code(I, "", C).
% stdin:
% stdin: string_code(I, "abc", 0'z).
% stdin:
% string_code/3 with an unbound index leaves no choicepoint after the
% last index whose code unifies, as in swipl.
