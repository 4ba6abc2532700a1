import { formatCad, formatDuration } from '@kernel'
import { travelSurcharge } from '@booking/rules'
import { settingsDocs } from './settingsDocs'
import type { KnowledgeContent, KnowledgeDoc } from './types'

const list = (items: string[]) => items.filter(Boolean).join(', ')

/** Turns the CMS content into searchable facts, each with the sentence the assistant answers. */
export function knowledgeDocs(content: KnowledgeContent): KnowledgeDoc[] {
  const { settings: s } = content
  const docs: KnowledgeDoc[] = settingsDocs(s)
  for (const f of content.faqs)
    docs.push({
      id: `faq:${f.id}`,
      kind: 'faq',
      title: f.question,
      keywords: '',
      text: f.answer,
      answer: f.answer,
    })
  for (const p of content.packages) {
    const price =
      p.priceCents === null ? (p.priceLabel ?? 'priced by quote') : formatCad(p.priceCents)
    const length = p.durationMinutes ? `, ${formatDuration(p.durationMinutes, 'words')}` : ''
    docs.push({
      id: `package:${p.slug}`,
      kind: 'package',
      title: `${p.name} package`,
      keywords: list([...p.aliases, 'package price cost']),
      text: `${p.description} ${list(p.features)}`,
      answer: `${p.name}: ${price}${length}. ${p.description}${p.features.length ? ` Includes ${list(p.features)}.` : ''}`,
    })
  }
  for (const a of content.addOns)
    docs.push({
      id: `addOn:${a.slug}`,
      kind: 'addOn',
      title: `${a.name} add-on`,
      keywords: a.leadTimeDays ? `lead time how long weeks ${a.leadTimeDays} days` : 'add-on extra',
      text: a.description,
      answer: `${a.name} (${formatCad(a.priceCents)}): ${a.description}`,
    })
  docs.push({
    id: 'addOn:all',
    kind: 'addOn',
    title: 'Add-ons offered extras',
    keywords: 'add-ons addons extras options upgrades',
    text: list(content.addOns.map((a) => a.name)),
    answer: `Add-ons: ${list(content.addOns.map((a) => `${a.name} (${formatCad(a.priceCents)})`))}.`,
  })
  for (const b of content.backdrops)
    docs.push({
      id: `backdrop:${b.id}`,
      kind: 'backdrop',
      title: `${b.name} backdrop`,
      keywords: 'backdrop background',
      text: b.description,
      answer: `${b.name} backdrop (${b.size} ft): ${b.description}`,
    })
  docs.push({
    id: 'backdrop:all',
    kind: 'backdrop',
    title: 'Backdrops choices',
    keywords: 'backdrops backgrounds colours options which',
    text: list(content.backdrops.map((b) => b.name)),
    answer: `Our backdrops: ${list(content.backdrops.map((b) => `${b.name} (${b.size} ft)`))}. You choose one when you book.`,
  })
  for (const area of content.areas) docs.push(areaDoc(area, s))
  docs.push({
    id: 'area:all',
    kind: 'area',
    title: 'Service areas cities towns',
    keywords: 'serve service area areas cities towns travel where locations',
    text: list(content.areas.map((a) => a.name)),
    answer: `We serve ${list(content.areas.map((a) => a.name))} and other communities within about ${formatDuration(s.maxDriveMinutes, 'words')} of ${s.baseName}.`,
  })
  return docs
}

function areaDoc(
  area: KnowledgeContent['areas'][number],
  s: KnowledgeContent['settings'],
): KnowledgeDoc {
  const fee =
    area.driveMinutes === null
      ? 'the travel fee depends on the exact address'
      : area.withinWinnipeg
        ? 'travel is free'
        : `the travel fee is ${formatCad(
            travelSurcharge({
              driveMinutes: area.driveMinutes,
              withinWinnipeg: false,
              selfServe: false,
              maxDriveMinutes: s.maxDriveMinutes,
            }).surchargeCents,
          )} (about ${area.driveMinutes} minutes' drive; never for self-serve packages)`
  return {
    id: `area:${area.name}`,
    entity: area.name,
    kind: 'area',
    title: `${area.name} service area`,
    keywords: list([...area.highlights, 'travel fee surcharge drive serve']),
    text: area.description,
    answer: `Yes, we serve ${area.name}: ${fee}.`,
  }
}
