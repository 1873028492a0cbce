/**
 * The company facts as the engine stores them (`./collections/company.ts`) and as the site reads
 * them (`EditableCompanyFacts`, `src/site/company.ts`). The document mirrors the facts' shape;
 * only the regulatory status is flat, its adviser's fields shown when they apply.
 */
import type { EditableCompanyFacts, RegulatoryStatus } from '@/site/company';
import type { Company as CompanyDocument } from './payload-types';

export type CompanyDocumentData = Omit<
  CompanyDocument,
  'id' | 'updatedAt' | 'createdAt' | 'name' | 'facts'
>;

const pair = ({ de, en }: { de: string; en: string }) => ({ de, en });

export function companyDocumentData(facts: EditableCompanyFacts): CompanyDocumentData {
  const status = facts.regulatoryStatus;
  return {
    key: 'company',
    legalName: facts.legalName,
    brand: facts.brand,
    founder: { name: facts.founder.name, role: pair(facts.founder.role) },
    address: {
      street: facts.address.street,
      postalCode: facts.address.postalCode,
      city: facts.address.city,
      cityName: pair(facts.address.cityName),
      country: pair(facts.address.country),
      countryCode: facts.address.countryCode,
    },
    phone: { ...facts.phone },
    email: facts.email,
    register: { ...facts.register },
    vatId: facts.vatId,
    regulatoryStatus:
      status.kind === 'adviser'
        ? {
            kind: 'adviser',
            registerNumber: status.registerNumber,
            chamberName: status.chamber.name,
            chamberAddress: status.chamber.address,
          }
        : { kind: 'neither' },
    pricing: { ...facts.pricing },
    foundingYear: facts.foundingYear,
    social: { ...facts.social },
    schedulerUrl: facts.schedulerUrl,
    validatedAiPartner: {
      name: facts.validatedAiPartner.name,
      url: facts.validatedAiPartner.url,
      description: pair(facts.validatedAiPartner.description),
    },
    processors: facts.processors.map((processor) => ({
      name: processor.name,
      address: processor.address,
      purpose: pair(processor.purpose),
    })),
  };
}

function regulatoryStatusOf(status: CompanyDocumentData['regulatoryStatus']): RegulatoryStatus {
  return status.kind === 'adviser'
    ? {
        kind: 'adviser',
        registerNumber: status.registerNumber ?? '',
        chamber: { name: status.chamberName ?? '', address: status.chamberAddress ?? '' },
      }
    : { kind: 'neither' };
}

export function companyFactsOfDocument(doc: CompanyDocumentData): EditableCompanyFacts {
  return {
    legalName: doc.legalName,
    brand: doc.brand,
    founder: { name: doc.founder.name, role: pair(doc.founder.role) },
    address: {
      street: doc.address.street,
      postalCode: doc.address.postalCode,
      city: doc.address.city,
      cityName: pair(doc.address.cityName),
      country: pair(doc.address.country),
      countryCode: doc.address.countryCode,
    },
    phone: { e164: doc.phone.e164, display: doc.phone.display },
    email: doc.email,
    register: { court: doc.register.court, number: doc.register.number },
    vatId: doc.vatId,
    social: {
      linkedin: doc.social.linkedin,
      youtube: doc.social.youtube,
      website: doc.social.website,
    },
    validatedAiPartner: {
      name: doc.validatedAiPartner.name,
      url: doc.validatedAiPartner.url,
      description: pair(doc.validatedAiPartner.description),
    },
    schedulerUrl: doc.schedulerUrl || null,
    foundingYear: doc.foundingYear,
    regulatoryStatus: regulatoryStatusOf(doc.regulatoryStatus),
    pricing: {
      sparring: doc.pricing.sparring,
      strategyFrom: doc.pricing.strategyFrom,
      dayRate: doc.pricing.dayRate,
    },
    processors: (doc.processors ?? []).map((processor) => ({
      name: processor.name,
      address: processor.address,
      purpose: pair(processor.purpose),
    })),
  };
}
