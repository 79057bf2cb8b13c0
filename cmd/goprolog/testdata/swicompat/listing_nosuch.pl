% args: -q -g listing(nosuch) -t halt {}
% listing/1 of a name nothing defines.
