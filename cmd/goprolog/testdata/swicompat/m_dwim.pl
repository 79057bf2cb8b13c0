:- module(m_dwim, []).
abcd(1). abce(1,2). abcf. abcd(1,2,3). xabcd.
