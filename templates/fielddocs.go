package templates

// What the shared tables and the walker designs are, and what each of
// their fields does, for "ogretable help templates" (Reference). A rule
// system's own table says it where it registers (SystemTable.About and
// Fields); TestEveryTemplateFieldDocumented finds a field the loader
// reads that none of them says.

// The checks of a scenario's victory classes and ends, as their fields say
// them.
const checkWords = `checks that judge it from the game, each "QUANTITY SIDE[/WHAT] STATE" (QUANTITY all, no, some or a number; WHAT "ogres" or a unit id; STATE destroyed, alive, mobile or out), or "referee: TEXT"`

const unitAbout = "a unit type of the catalog: a unit, an Ogre or a structure, its figures in hexes as the rules texts print them; a house rule with a built-in id changes only the fields it gives"

var unitFields = FieldDocs{
	"id":               {Doc: "the unit's id, lower-case words joined by hyphens (heavy-tank): what add names"},
	"name":             {Doc: "the unit's name as the rules print it (Heavy Tank)"},
	"aliases":          {Doc: "other names add takes for it"},
	"kind":             {Doc: "armour, infantry, militia, ogre, structure, walker or vtol: which rules hit it"},
	"attack":           {Doc: "its attack strength"},
	"split":            {Doc: "split fire: the separate attacks it may divide its attack into (a superheavy's 3, 3)"},
	"range":            {Doc: "its range, in hexes"},
	"defense":          {Doc: "its defence strength"},
	"move":             {Doc: "its movement, in hexes"},
	"move2":            {Doc: "a GEV's second movement phase, in hexes"},
	"mode":             {Doc: "how it moves over terrain: none, gev, tank, heavy, ogre, infantry, marine, militia, wheeled, vtol or walker"},
	"size":             {Doc: "its size class (the FAQ's size table)"},
	"vp":               {Doc: "the victory points it is worth"},
	"squads":           {Default: "1 for infantry", Doc: "the squads of infantry it is"},
	"structure_points": {Doc: "a structure's structure points (bridges, reactors)"},
	"special":          {Doc: "its special rules by name: split-fire, ap, one-shot, ecm, disable-only, command-post, no-terrain, immobile, overrun-only, no-overrun-double, cruise-missile, laser, laser-tower"},
	"official":         {Doc: "true when an official rules text prints it"},
	"source":           {Doc: "where it comes from, such as \"house rule\""},
	"notes":            {Doc: "what the rules say of it beyond its figures"},
	"treads":           {Doc: "an Ogre's tread units"},
	"weapons":          {Doc: "the weapons it carries, an Ogre's or a unit's extra ones"},
	"weapons.weapon":   {Doc: "the id of a [[weapon]]"},
	"weapons.count":    {Doc: "how many it carries"},
	"weapons.ammo":     {Doc: "a missile rack's internal missiles in all"},
	"cost":             {Doc: "what it costs from a scenario's point pool"},
}

const weaponAbout = "a weapon of the catalog: one of an Ogre's systems (main, secondary, AP, missile, missile rack) or a weapon another unit carries"

var weaponFields = FieldDocs{
	"id":       {Doc: "the weapon's id, which a unit's weapons name"},
	"name":     {Doc: "its name as the rules print it"},
	"kind":     {Doc: "main, secondary, ap, missile, rack, howitzer, ..."},
	"attack":   {Doc: "its attack strength"},
	"range":    {Doc: "its range, in hexes"},
	"defense":  {Doc: "its defence strength, when it is targeted"},
	"vp":       {Doc: "the victory points it is worth destroyed"},
	"one_shot": {Doc: "true for a missile: gone once fired"},
	"ap":       {Doc: "true when it fires only at infantry and command posts"},
	"official": {Doc: "true when an official rules text prints it"},
	"source":   {Doc: "where it comes from, such as \"house rule\""},
	"notes":    {Doc: "what the rules say of it beyond its figures"},
	"printed":  {Doc: "the word its rules text prints in place of figures it does not give (a cruise missile's \"special\")"},
}

const sizeAbout = "a line of the FAQ's size table (Ogre Battlefields): a size class and its units"

var sizeFields = FieldDocs{
	"size":  {Doc: "the size class"},
	"units": {Doc: "the ids of the units of that size"},
}

const scenarioAbout = "a scenario: its sides in turn order, their forces, goals, point pools, victory conditions and what ends it; new --scenario ID plays it"

var scenarioFields = FieldDocs{
	"id":                {Doc: "the scenario's id, which new --scenario names"},
	"name":              {Doc: "its name"},
	"sides":             {Doc: "its sides, the first moving first"},
	"forces":            {Doc: "the units each side starts with"},
	"forces.type":       {Doc: "a unit id"},
	"forces.count":      {Doc: "how many"},
	"forces.side":       {Doc: "the side they are"},
	"points":            {Doc: "its point pools as printed, for the referee"},
	"victory":           {Doc: "its victory classes"},
	"victory.side":      {Doc: "the side the class is for"},
	"victory.class":     {Doc: "the class: S, A, B, C, D or E"},
	"victory.condition": {Doc: "the condition as printed"},
	"victory.checks":    {Doc: checkWords + "; none leaves it to the referee"},
	"source":            {Doc: "where it comes from, such as \"house rule\""},
	"notes":             {Doc: "what else the scenario says"},
	"goals":             {Doc: "what each side is trying to do, a line a side"},
	"goals.side":        {Doc: "the side"},
	"goals.text":        {Doc: "its goal"},
	"objectives":        {Doc: "the structures and objectives on the map"},
	"objectives.type":   {Doc: "a unit id"},
	"objectives.count":  {Doc: "how many"},
	"objectives.side":   {Doc: "the side they belong to"},
	"pools":             {Doc: "the points each side buys its forces with"},
	"pools.side":        {Doc: "the side"},
	"pools.points":      {Doc: "its points"},
	"pools.dice":        {Doc: "d6 added, each times per (\"10 + (1 die * 10) points\")"},
	"pools.per":         {Doc: "the points a die of dice is worth"},
	"pools.text":        {Doc: "what the points buy, as printed"},
	"ends":              {Doc: "the conditions that end a game of it"},
	"ends.condition":    {Doc: "the condition as printed"},
	"ends.checks":       {Doc: checkWords},
	"ends.winner":       {Doc: "the side that wins when it ends the game; none leaves it to the victory classes or the referee"},
	"turns":             {Doc: "the turns it lasts; 0 for no limit"},
}
