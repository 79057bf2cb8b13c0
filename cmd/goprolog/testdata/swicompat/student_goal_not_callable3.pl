% args: -q -g (fail;1) -t halt {}
