% args: -q -g lenght(_,2) -t halt {}
% A misspelt -g goal: catch/3 is its caller in swipl.
