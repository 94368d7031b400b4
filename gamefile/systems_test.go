package gamefile_test

// The tests write and read games of the Ogre CRT rules, whose system (and
// with it the special rules of the built-in catalog) is registered by its
// package: the program links it in cmd, the tests here.
import _ "ogretable/engine/crt"
