/// What every report of one athlete reads, taken from the tables once: each range's report
/// (`report(range:preset:)`) is then a count over small arrays, not a pass over every row's
/// strings. The site shows eight reports an athlete (the presets and custom ranges), each of
/// which grouped the same type, sentiment and metric strings again, and computed the schools'
/// counts, which do not depend on the range.
///
/// `report` equals `Reports.compute(data, range:preset:)` for every range (ReportRowsTests).
public struct ReportRows: Sendable {
    private let schools: ReportModel.Schools
    private let coachCount: Int, coachSchools: Int
    /// Per interaction: its date, the numbers of its type's and sentiment's spellings, and the
    /// number of the coach it is initiated by (by id, `==`), -1 when not by a coach.
    private let interactionDates: [LocalDate]
    private let interactionTypes: [Int32], interactionSentiments: [Int32], initiators: [Int32]
    private let types: KeySpellings, sentiments: KeySpellings
    /// Per initiating coach id (by number): how many coaches of the table have that id.
    private let coachesWithID: [Int]
    /// Per metric: its date, value, the number of its type's key spelling and its type's number.
    private let metricDates: [LocalDate], metricValues: [Double]
    private let metricKeys: [Int32], metricTypeNumbers: [Int32]
    private let metricKeySpellings: KeySpellings
    /// The distinct metric types (`==`), by number, and their numbers in `<` order.
    private let metricTypes: [MetricType], metricTypeOrder: [Int]

    public init(_ data: AthleteData) {
        schools = ReportModel.Schools(
            total: data.schools.count,
            byStatus: Ordering.counts(data.schools.compactMap(\.status)),
            byDivision: Ordering.counts(data.schools.compactMap(\.division)))
        coachCount = data.coaches.count
        coachSchools = Set(data.coaches.compactMap(\.schoolId)).count

        var types = KeySpellings(), sentiments = KeySpellings()
        var idNumbers: [String: Int32] = [:]
        var dates: [LocalDate] = [], typeNumbers: [Int32] = [], sentimentNumbers: [Int32] = [], initiators: [Int32] = []
        dates.reserveCapacity(data.interactions.count)
        typeNumbers.reserveCapacity(data.interactions.count)
        sentimentNumbers.reserveCapacity(data.interactions.count)
        initiators.reserveCapacity(data.interactions.count)
        for i in data.interactions.indices {
            dates.append(data.interactions[i].occurredAt)
            typeNumbers.append(types.number(data.interactions[i].type ?? "other"))
            sentimentNumbers.append(sentiments.number((data.interactions[i].sentiment ?? .neutral).rawValue))
            if data.interactions[i].initiatedBy == .coach, let coach = data.interactions[i].coachId {
                if let n = idNumbers[coach] {
                    initiators.append(n)
                } else {
                    let n = Int32(idNumbers.count)
                    idNumbers[coach] = n
                    initiators.append(n)
                }
            } else {
                initiators.append(-1)
            }
        }
        var coachesWithID = [Int](repeating: 0, count: idNumbers.count)
        for c in data.coaches.indices {
            if let n = idNumbers[data.coaches[c].id] { coachesWithID[Int(n)] += 1 }
        }
        (interactionDates, interactionTypes, interactionSentiments, self.initiators) = (dates, typeNumbers, sentimentNumbers, initiators)
        (self.types, self.sentiments, self.coachesWithID) = (types, sentiments, coachesWithID)

        var keys = KeySpellings(), typeNumber: [MetricType: Int32] = [:], metricTypes: [MetricType] = []
        var metricKeys: [Int32] = [], metricTypeNumbers: [Int32] = []
        metricKeys.reserveCapacity(data.metrics.count)
        metricTypeNumbers.reserveCapacity(data.metrics.count)
        for m in data.metrics.indices {
            let type = data.metrics[m].metricType
            metricKeys.append(keys.number(type.rawValue))
            if let n = typeNumber[type] {
                metricTypeNumbers.append(n)
            } else {
                typeNumber[type] = Int32(metricTypes.count)
                metricTypeNumbers.append(Int32(metricTypes.count))
                metricTypes.append(type)
            }
        }
        metricDates = data.metrics.map(\.recordedDate)
        metricValues = data.metrics.map(\.value)
        (self.metricKeys, self.metricTypeNumbers, metricKeySpellings) = (metricKeys, metricTypeNumbers, keys)
        self.metricTypes = metricTypes
        metricTypeOrder = metricTypes.indices.sorted { metricTypes[$0] < metricTypes[$1] }
    }

    /// The report over `range` (both ends included), named after `preset`.
    public func report(range: DateRange, preset: ReportPreset) -> ReportModel {
        var interactionCount = 0
        var typeCounts = [Int](repeating: 0, count: types.spellings.count)
        var sentimentCounts = [Int](repeating: 0, count: sentiments.spellings.count)
        var initiated = [Bool](repeating: false, count: coachesWithID.count)
        for i in interactionDates.indices where range.contains(interactionDates[i]) {
            interactionCount += 1
            typeCounts[Int(interactionTypes[i])] += 1
            sentimentCounts[Int(interactionSentiments[i])] += 1
            if initiators[i] >= 0 { initiated[Int(initiators[i])] = true }
        }
        var responsive = 0
        for n in initiated.indices where initiated[n] { responsive += coachesWithID[n] }

        var metricCount = 0
        var keyCounts = [Int](repeating: 0, count: metricKeySpellings.spellings.count)
        var values = [[Double]](repeating: [], count: metricTypes.count)
        for m in metricDates.indices where range.contains(metricDates[m]) {
            metricCount += 1
            keyCounts[Int(metricKeys[m])] += 1
            values[Int(metricTypeNumbers[m])].append(metricValues[m])
        }
        let summaries = metricTypeOrder.compactMap { n -> ReportModel.MetricSummary? in
            guard !values[n].isEmpty else { return nil }
            return ReportModel.MetricSummary(type: metricTypes[n], average: Rounding.mean(values[n])!,
                                             max: values[n].max()!, min: values[n].min()!)
        }

        return ReportModel(
            preset: preset.name,
            range: range,
            empty: interactionCount == 0 && metricCount == 0,
            schools: schools,
            coaches: ReportModel.Coaches(
                total: coachCount,
                avgResponseRate: Rounding.percentOneDecimal(responsive, coachCount) ?? 0,
                bySchool: coachSchools),
            interactions: ReportModel.Interactions(
                total: interactionCount,
                byType: types.counts(typeCounts),
                bySentiment: sentiments.counts(sentimentCounts)),
            metrics: ReportModel.Metrics(
                total: metricCount,
                byType: metricKeySpellings.counts(keyCounts),
                summaries: summaries))
    }
}
