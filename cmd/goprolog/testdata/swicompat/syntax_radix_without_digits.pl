% args: -q {}
% stdin: X = 0x.
% stdin: X = 0b2.
% stdin: X = 0o.
% stdin: X = 0xg.
% stdin: X = 0x1F, Y = 0b101, Z = 0o17.
% stdin: atom_number('0x', N).
% stdin: X = [0,x].
% 0x, 0o or 0b without a digit of its radix is an illegal number, as
% SWI-Prolog reads it, not 0 followed by an atom.
