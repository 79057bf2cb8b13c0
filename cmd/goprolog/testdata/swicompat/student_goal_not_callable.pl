% args: -q -g (true,1) -t halt {}
