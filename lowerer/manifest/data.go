package manifest

type DataOp struct {
	Construct string   `json:"construct"`
	Directive string   `json:"directive"`
	Position  Position `json:"position"`
	Operation string   `json:"operation"`
	If        string   `json:"if,omitempty"`
	Device    string   `json:"device,omitempty"`
	Nowait    bool     `json:"nowait,omitempty"`
	Maps      []Map    `json:"maps"`
	// EndFlags are the map types of a target data block's end call.
	EndFlags []uint64 `json:"end_flags,omitempty"`
	// Mappers and MapBuild: declare mapper expansions (mapper.go).
	Mappers  []MapperUse `json:"mappers,omitempty"`
	MapBuild *MapBuild   `json:"map_build,omitempty"`
}

type Global struct {
	Name  string `json:"name"`
	Entry string `json:"entry_symbol"`
	// Symbol, when the device image defines the global under another
	// name than the host's (one its headers declare), is that name,
	// which the offload entry names.
	Symbol string `json:"device_symbol,omitempty"`
}

// DeviceSymbol is the name of g in the device image and its entry.
func (g Global) DeviceSymbol() string {
	if g.Symbol != "" {
		return g.Symbol
	}
	return g.Name
}
