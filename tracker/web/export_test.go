package web

import "ogretable/tracker"

// DrawForTest returns the page's game part as the server draws it.
func DrawForTest(s *tracker.Session) string { return gameHTML(s, nil) }
