% A file of user's that imports under new names.
:- use_module(a, [pa/1 as qa, nosuch3/1 as ns3]).
