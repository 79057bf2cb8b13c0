% args: -q -g X=[1,2. -t halt {}
% A -g goal ending inside a list.
